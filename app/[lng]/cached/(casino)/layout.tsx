export { default } from '../../(casino)/layout';
