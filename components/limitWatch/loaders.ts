/**
 * The limit watch's parts, loaded on demand with their words (`limitWatch`): the watcher only for a
 * signed-in page, each dialog when it first opens (components/modals/loaders.ts).
 */
export const loadLimitWatch = () => import('./LimitWatch').then((m) => m.LimitWatch);
export const loadRealityCheckBody = () => import('./RealityCheckBody').then((m) => m.RealityCheckBody);
export const loadApprovalBody = () => import('./ApprovalBody').then((m) => m.ApprovalBody);
