import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:8000',
      '/socket.io': { target: 'http://localhost:8000', ws: true },
    },
  },
  // No source maps in the build: the server would otherwise hand out the client's source as written.
  build: { outDir: 'dist', sourcemap: false },
});
