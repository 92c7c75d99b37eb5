import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './makeStore';
import { addFeatureListeners } from './featureListeners';
import type { ListenerStarter } from './listeners/types';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * A feature's listeners in this page's store, started before the part that asks for them first
 * dispatches (during its render: starting them changes no state).
 */
export function useFeatureListeners(add: (listeners: ListenerStarter) => void): void {
  addFeatureListeners(useAppStore(), add);
}
