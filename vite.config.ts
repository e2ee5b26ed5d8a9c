import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from 'tailwindcss';
import autoprefixer from 'autoprefixer';

/** In the dev server the API is not there to fill <!--app-head-->, so put the default title in. */
const devHead = (): Plugin => ({
  name: 'aurelia-dev-head',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace('<!--app-head-->', '<title>Aurelia — Fine jewellery</title>'),
});

/**
 * V8's explicit compile hint (Chrome 136+): the start-up chunks, whose functions nearly all run while the page
 * hydrates, are compiled eagerly on a background thread while they stream in, instead of function by function on
 * the main thread during start-up (decision 067). Added after minification, which would drop the comment.
 */
const EAGER_CHUNKS = new Set(['react', 'framework', 'shell']);
const compileHints = (): Plugin => ({
  name: 'aurelia-compile-hints',
  apply: 'build',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && EAGER_CHUNKS.has(chunk.name))
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    }
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), devHead(), ...(isSsrBuild ? [] : [compileHints()])],
  css: { postcss: { plugins: [tailwindcss({ config: './tailwind.config.ts' }), autoprefixer()] } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // No modulepreload polyfill in every page's entry (≈ 0.4 KB gzip): the browsers the shop supports preload
    // modules natively, and one that does not still loads them, only without preloading (docs/decisions/117).
    modulePreload: { polyfill: false },
    // Fewer, larger shared chunks: every page needs React, the router and TanStack Query, and left alone the
    // bundler cut the shared code into ~30 files of a few hundred bytes — each a request of its own on a phone's
    // connection (decision 065). Route chunks stay split by page.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper stays on its own: the page's entry needs it, and inside a group it would
                // tie the entry (and so the first paint) to that group's files.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
                // React and ReactDOM apart from the rest of the framework, so a server-rendered page can evaluate
                // them in a task of their own before the app's code (main.tsx): two shorter tasks in place of
                // one long one while the shopper may already be tapping.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 21 },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react-router|@tanstack)[\\/]/,
                  priority: 20,
                },
                // The app's frame. The domain rules its start-up imports come along with it; the rest of src/domain
                // (test cards, refunds, hallmarks, the address book…) stays with the lazy pages that use it — named
                // in this group, every rule loaded on every first visit (7 KB gzip on a product page). So do the
                // helpers of lib/ that only downloads use. The spinner and the price, tiny and on nearly
                // every page, ride along rather than cost a request (and a file's gzip overhead) each.
                {
                  name: 'shell',
                  test: /src[\\/]web[\\/](app[\\/]|lib[\\/](?!save-file)|components[\\/](Spinner|Price)\.tsx)/,
                  priority: 10,
                },
              ],
            },
          },
        },
    // Read by npm run bench:web to tell the admin back office's chunks from the storefront's.
    manifest: !isSsrBuild,
    // The server-rendering bundle (dist/ssr) is code only; the browser's build holds the public files.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
    },
  },
}));
