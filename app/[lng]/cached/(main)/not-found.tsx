export { default } from '../../(main)/not-found';
