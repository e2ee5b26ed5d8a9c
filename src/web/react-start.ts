/**
 * The first step of starting a server-rendered page (main.tsx): evaluating React and ReactDOM — the largest
 * piece of start-up work — in a task of its own. boot.tsx then finds them ready.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
