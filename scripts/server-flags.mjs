// How the built server is started: `npm start`, `npm run start:cluster` (whose workers inherit the flags) and the
// memory bench (bench/suites/50-memory.ts) use these, so the bench measures what operators run. Each setting trades
// a little speed for memory; docs/decisions/106 has the measurements.
export const SERVER_NODE_FLAGS = [
  // No --enable-source-maps: with it node reads and keeps the bundle's 1.8 MB source map and those of what it
  // loads, 20–30 MB under load (decision 106). The bundle is not minified, so a stack trace still names the
  // functions; an operator who wants mapped lines sets NODE_OPTIONS=--enable-source-maps.
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
 * The allocator's settings. glibc gives each thread that allocates its own arena and keeps freed memory there:
 * libuv's pool (password hashing, compression) left tens of MB behind under load. Two arenas are enough for a
 * Node process. An operator's own setting wins, one by one.
 */
export function serverEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: '2',
    // glibc otherwise raises its thresholds as the process runs (up to 32 MB): freed blocks, such as a compressor's
    // buffers, stay in the process instead of going back to the system. Fixed at 128 kB, blocks that large are
    // mapped and unmapped on their own and the heap's free top is trimmed: 30–40 MB less under load (decision 106).
    MALLOC_TRIM_THRESHOLD_: '131072',
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...env,
  };
}
