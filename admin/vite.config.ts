import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves this build under /webmaster (index.html fallback for deep links);
// in development the API calls go to the server started with `npm run dev:api`.
export default defineConfig({
  base: '/webmaster/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    // react-admin and MUI make one ~1.2 MB script (~390 kB gzipped); a back-office loads it once.
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
