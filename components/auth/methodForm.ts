/**
 * What each sign-in method's form gets from the container (LoginForm). Its own file, so the
 * method forms and the container that renders them do not import each other.
 */
export interface MethodFormProps {
  returnUrl?: string;
  onLeave?: () => void;
}
