import { useTranslate } from 'react-admin';
import { useDateFormat } from '../../format';
import type { ValueWording } from '../../kit/fieldText';

export function useValueWording(): ValueWording {
  const translate = useTranslate();
  const { language } = useDateFormat();
  return { translate, language };
}
