/** A role's name is written once in each catalogue, beside the admins' other choices; everything else names it so. */
export const roleLabelKey = (role: string) => `resources.admins.choices.role.${role}`;
