// The main frame around the message: this layout has none of its own.
export { FramedNotFound as default } from '@/components/shell/FramedNotFound';
