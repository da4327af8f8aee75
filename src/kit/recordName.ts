/**
 * A record's name as an operator reads it, from its declared representation field: an enum by its label in the
 * interface's language ("VIP", "ทั่วไป"), never its stored value ('normal').
 */
import { type RaRecord, useTranslate } from 'react-admin';
import type { Translate } from '../i18n/failureText';
import type { ResourceDeclaration } from './declaration';
import { fieldNamed } from './fields';
import { choiceText } from './labels';

export const representsByChoice = (declaration: ResourceDeclaration) => {
  const source = declaration.recordRepresentation;
  return source !== undefined && fieldNamed(declaration.record, source).kind === 'enum';
};

export const recordNameOf =
  (declaration: ResourceDeclaration, translate: Translate) =>
  (record: RaRecord): string => {
    const source = declaration.recordRepresentation;
    if (!source) return String(record.id);
    const value = record[source];
    if (!representsByChoice(declaration)) return String(value ?? '');
    return choiceText(translate, declaration.name, source, 'enum', value) ?? String(value);
  };

export const useRecordName = (declaration: ResourceDeclaration) => recordNameOf(declaration, useTranslate());
