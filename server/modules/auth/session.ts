/**
 * The session moved down to server/access/session.ts (lower layers must not import modules:
 * docs/decisions/fastify-route-declarations.md). This re-export stays while modules owned by other
 * branches (journal, menu) still import it here; new code imports server/access/session.
 */
export * from '../../access/session';
