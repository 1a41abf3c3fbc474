/**
 * The double teetotum shared by Archery and Quoits: spin moves and their notation, the faces option,
 * the seeded generator with serialisable state, and the spin for lead.
 */
export * from './spin';
export * from './generator';
export * from './lead';
export * from './seats';
export * from './fields';
