/** Quoits: the game declaration, its rules, options, layout loader, scoring, positions and notation. */
export * from './game';
export * from './rules';
export * from './options';
export * from './layout';
export * from './position';
export * from './scoring';
export * from './notation';
