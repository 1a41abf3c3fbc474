/** Archery ("Game of Arch"): the game declaration, its rules, options, positions and notation. */
export * from './game';
export * from './rules';
export * from './options';
export * from './position';
export * from './notation';
