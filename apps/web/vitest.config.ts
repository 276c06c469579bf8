import react from '@vitejs/plugin-react';
import { webProject } from '../../tools/vitest/web-project.ts';

export default webProject('web', {
  plugins: [react()],
  include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
});
