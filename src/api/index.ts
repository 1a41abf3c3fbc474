/**
 * The typed host <-> renderer contract (issue 5 §1): schemas of every value crossing the boundary
 * (`./schemas`), the method table and bridge type (`./contract`), the WebSocket framing (`./wire`) and
 * the start screen's catalogue (`./catalogue`).
 */
export * from './schemas';
export * from './contract';
export * from './wire';
export * from './catalogue';
export * from './ipc';
