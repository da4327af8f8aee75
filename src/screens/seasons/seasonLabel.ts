import { createElement } from 'react';
import { type RaRecord, ReferenceField } from 'react-admin';

/** A record's season by its label (2025/26), never its bare id. */
export const seasonLabel = (record: RaRecord) =>
  createElement(ReferenceField, { source: 'season_id', reference: 'season', record, link: false });
