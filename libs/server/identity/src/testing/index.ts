export { codeFrom, signIn } from './sign-in.js';
