import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `vite build` is the production build (dist/). `vite build --mode e2e` is the testing build (dist-e2e/),
// the one the browser tests serve: it also has the board of the platform tests' fixture game
// (src/games/fixture), which the production build leaves out (__QD_TEST_BOARDS__ is the literal false
// there, so the bundler drops the board's import).
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: { __QD_TEST_BOARDS__: JSON.stringify(mode === 'e2e') },
  server: {
    proxy: {
      '/api': 'http://localhost:8000',
      '/socket.io': { target: 'http://localhost:8000', ws: true },
    },
  },
  // No source maps in the build: the server would otherwise hand out the client's source as written.
  build: { outDir: mode === 'e2e' ? 'dist-e2e' : 'dist', sourcemap: false },
}));
