import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development; Vite proxies every API path to it.
const api = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': api,
      '/admin/v2': api,
      '/token': api,
      '/logout': api,
      '/dev': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
