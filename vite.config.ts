import { fileURLToPath } from 'node:url';
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

/**
 * The web fonts' stylesheet (styles/fonts.css) is added by main.tsx after the first paint (docs/decisions/117); a
 * shopper with JavaScript off gets it from a <noscript> link in <head>, pointed here at the built file.
 */
const noscriptFonts = (): Plugin => ({
  name: 'aurelia-noscript-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const fonts = Object.values(ctx.bundle ?? {}).find(
        (file) => file.type === 'asset' && /^assets\/fonts-[\w-]+\.css$/.test(file.fileName),
      );
      if (!fonts) return html;
      return html.replace(
        '<!--app-head-->',
        `<noscript><link rel="stylesheet" href="/${fonts.fileName}"></noscript>\n    <!--app-head-->`,
      );
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), devHead(), ...(isSsrBuild ? [] : [compileHints(), noscriptFonts()])],
  resolve: {
    // React Router's package points every bundler at its development build; its production build differs by one
    // flag, ENABLE_DEV_WARNINGS = false, which lets the minifier drop the development warnings from every page's
    // framework chunk. The client build takes the production files; the server keeps the package's choice.
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          },
        ],
  },
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
                // helpers of lib/ that only downloads use. The spinner, the price, the lazy dialog and the icons
                // of the shop's promises and quantity steppers, tiny and on nearly every page, ride along rather
                // than cost a request (and a file's gzip overhead) each.
                //
                // The catalogue's common parts: every catalogue page (home, listing, search, product) shows
                // product cards or their skeletons, so the cards, their stars and swatches, the catalogue's calls
                // and the icons these pages share travel as one file instead of a dozen small ones — each with
                // its own imports, exports and gzip overhead (docs/decisions/128).
                {
                  name: 'catalog-common',
                  test: /src[\\/](web[\\/](features[\\/](catalog[\\/](components[\\/](card[\\/]|skeletons)|api[\\/](queries|catalog-api)|lib[\\/]variant-options)|reviews[\\/]components[\\/](Stars|RatingSummary))|components[\\/](MetalSwatch|Skeleton)\.tsx)|domain[\\/](review-constants|product-form))|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](rotate-ccw|chevron-(left|right)|arrow-(up|left)|gem)\.mjs/,
                  priority: 9,
                },
                {
                  name: 'shell',
                  test: /src[\\/]web[\\/](app[\\/]|lib[\\/](?!save-file)|components[\\/](Spinner|Price|lazy-dialog)\.tsx)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](truck|shield-check|plus|minus)\.mjs/,
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
