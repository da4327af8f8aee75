/**
 * The audit rows' target_type of a declared resource's writes: its singular name in snake case, as the other
 * targets are written ('payment', 'game_week'). The server writes it and the audit trail reads it back.
 */
export const restAuditTarget = (resource: { singular: string }) => resource.singular.replaceAll(' ', '_');
