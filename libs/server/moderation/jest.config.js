import { serverJestProject } from '../../../tools/jest/server-preset.js';

export default serverJestProject(import.meta.dirname, 'moderation');
