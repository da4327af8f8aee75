/** react-admin's own key convention, so its inputs and columns find the labels too. */
export const fieldLabelKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

export const choiceLabelKey = (resource: string, source: string, value: unknown) =>
  `resources.${resource}.choices.${source}.${String(value)}`;

export const hintKey = (resource: string, source: string) => `resources.${resource}.hints.${source}`;
