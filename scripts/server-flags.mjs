// How the built server is started: `npm start`, `npm run start:cluster` (whose workers inherit the flags) and the
// memory bench (bench/suites/50-memory.ts) use these, so the bench measures what operators run. Each setting trades
// a little speed for memory; docs/decisions/106 has the measurements.
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  // The young generation's two halves at 2 MB instead of 16: more frequent, shorter minor collections.
  '--max-semi-space-size=2',
  // After each full collection the heap may grow to 1.2× what is alive (V8 otherwise allows up to 4×): the
  // garbage of a busy minute (rendered pages, replies, buffers) is collected sooner, at some CPU.
  '--heap-growing-percent=20',
  // The embedded database (PGlite, WebAssembly) runs on V8's baseline compiler only: its optimised copies of hot
  // functions held tens of MB. Its queries cost more CPU.
  '--liftoff-only',
];

/**
 * glibc gives each thread that allocates its own arena and keeps freed memory there: libuv's pool (password
 * hashing, compression) left tens of MB behind under load. Two arenas are enough for a Node process. An
 * operator's own setting wins.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
