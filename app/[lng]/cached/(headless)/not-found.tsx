export { default } from '../../(headless)/not-found';
