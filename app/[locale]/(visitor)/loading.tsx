export { default } from '../(public)/loading';
