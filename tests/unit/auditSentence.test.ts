/**
 * The audit trail's sentences, built from stored rows with the real catalogues in both languages: fields named by
 * the target resource's labels, values through the fields' formatters, and no UTC instant in the text.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { enAppMessages } from '../../src/i18n/appMessages.en';
import { en } from '../../src/i18n/en';
import { th } from '../../src/i18n/th';
import type { ValueWording } from '../../src/kit/fieldText';
import { type AuditedChange, auditJson, auditSentence, canonicalKey } from '../../src/screens/auditLog';

const wordingIn = (language: 'th' | 'en'): ValueWording => ({
  translate: polyglotI18nProvider(() => (language === 'en' ? en : th), language, [], { allowMissing: true }).translate,
  language,
});
const english = wordingIn('en');
const thai = wordingIn('th');

const payment = {
  id: 3000,
  user_id: 5,
  value: 2,
  amount: 200,
  status: 'pending',
  reference_code: null,
  updated_at: '2026-11-25T10:00:00.000Z',
};
const paymentConfirmed: AuditedChange = {
  admin_username: 'admin',
  action: 'payment.confirm',
  target_type: 'payment',
  target_id: '3000',
  before: payment,
  after: { ...payment, status: 'completed', updated_at: '2026-11-26T01:18:52.000Z', tickets_issued: ['T1', 'T2'] },
};

const reward = { id: 1, type: 'vip', reward1: 'iPhone', reward2: 'AirPods', reward3: '' };
const rewardUpdated: AuditedChange = {
  admin_username: 'malee',
  action: 'reward.update',
  target_type: 'reward',
  target_id: '1',
  before: reward,
  after: { ...reward, reward1: '฿5,000 cash', reward3: 'T-shirt' },
};

const team = {
  id: 12,
  season_id: 578,
  team_id: 3,
  name: 'Arsenal',
  short_name: 'ARS',
  club_abbr: 'ARS',
  grounds_city: 'London',
  alt_ids_opta: 't3',
  alt_ids_opta_id: '3',
  is_close: 0,
};
const teamUpdated: AuditedChange = {
  admin_username: 'admin',
  action: 'team.update',
  target_type: 'team',
  target_id: '12',
  before: team,
  after: { ...team, short_name: 'ARN', is_close: 1 },
};

const adminCreated: AuditedChange = {
  admin_username: 'admin',
  action: 'admin.create',
  target_type: 'admin',
  target_id: '4',
  before: null,
  after: {
    id: 4,
    username: 'somchai',
    display_name: 'Somchai',
    status: 'enabled',
    last_sign_in_at: null,
    created_at: '2026-11-26T01:18:52.000Z',
  },
};

const UTC_INSTANT = /\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z/;

describe('the audit sentence in English', () => {
  it('says who confirmed which payment, its amount and tickets, and the status it moved between', () => {
    expect(auditSentence(english, paymentConfirmed)).toBe(
      'admin confirmed payment 3000 (฿200.00, 2 tickets): status Pending → Completed',
    );
  });

  it('names a reward update by its place labels, cutting nothing short', () => {
    const sentence = auditSentence(english, rewardUpdated);
    expect(sentence.startsWith('malee updated reward 1 (')).toBe(true);
    expect(sentence.endsWith('): place 1 iPhone → ฿5,000 cash; place 3 - → T-shirt')).toBe(true);
  });

  it("names a team update by the team form's labels and shows the closed flag by its choice label", () => {
    expect(enAppMessages.resources.team.fields.short_name).toBe('Short Name');
    // each capitalised word of a label is lower-cased inside the sentence, not only the first
    expect(auditSentence(english, teamUpdated)).toBe(
      'admin updated team 12 (Arsenal): short name ARS → ARN; closed Open → Closed',
    );
  });

  it('says which admin account was created, by its username', () => {
    expect(auditSentence(english, adminCreated)).toBe('admin created admin account 4 (somchai)');
  });
});

describe('the audit sentence in Thai', () => {
  it('says the payment confirmation as a Thai sentence with Thai field and status labels', () => {
    expect(auditSentence(thai, paymentConfirmed)).toBe(
      'admin ยืนยันการชำระเงินรายการที่ 3000 (฿200.00, 2 ใบ): สถานะ จาก รอดำเนินการ เป็น สำเร็จ',
    );
  });

  it('says a reward update with the Thai place labels', () => {
    const sentence = auditSentence(thai, rewardUpdated);
    expect(sentence.startsWith('malee แก้ไขรางวัลรหัส 1 (')).toBe(true);
    expect(sentence.endsWith('): อันดับ 1 จาก iPhone เป็น ฿5,000 cash; อันดับ 3 จาก - เป็น T-shirt')).toBe(true);
  });

  it('says a team update with the Thai team labels and choice labels', () => {
    const sentence = auditSentence(thai, teamUpdated);
    expect(sentence.startsWith('admin แก้ไขทีมรหัส 12 (Arsenal): ')).toBe(true);
    expect(sentence).toContain('จาก ARS เป็น ARN');
    expect(sentence).toContain('จาก เปิด เป็น ปิด');
  });

  it('says which admin account was created', () => {
    expect(auditSentence(thai, adminCreated)).toBe('admin สร้างบัญชีผู้ดูแลรหัส 4 (somchai)');
  });
});

describe('the audit wording rules', () => {
  it('reads the two spellings of one field as one: Team1ID and team1_id, UserID and user_id', () => {
    expect(canonicalKey('Team1ID')).toBe(canonicalKey('team1_id'));
    expect(canonicalKey('UserID')).toBe(canonicalKey('user_id'));
    expect(canonicalKey('IsUsed')).toBe('is_used');
  });

  it("names a matchup's stored database columns by the matchup screen's labels", () => {
    const row = { id: 9, date_vs: '2026-11-28', team1_id: 1, team2_id: 2, score1: null, score2: null, sort: 1 };
    const change: AuditedChange = {
      admin_username: 'admin',
      action: 'teamvs.update',
      target_type: 'team_vs',
      target_id: '9',
      before: row,
      after: { ...row, team1_id: 4, score1: 2 },
    };
    expect(auditSentence(english, change)).toBe('admin updated matchup 9: team 1 ID 1 → 4; score 1 - → 2');
  });

  it('shows a changed instant in Bangkok time, never as a UTC instant, in the sentence and in the stored JSON', () => {
    const change: AuditedChange = {
      ...adminCreated,
      action: 'admin.update',
      before: adminCreated.after,
      after: { ...(adminCreated.after as object), last_sign_in_at: '2026-11-26T01:18:52.000Z' },
    };
    expect(auditSentence(english, change)).toBe(
      'admin changed admin account 4 (somchai): last sign-in - → 26/11/2026 08:18',
    );
    expect(auditSentence(thai, change)).toContain('26/11/69 08:18');
    expect(auditJson(change.after)).toContain('"2026-11-26T08:18:52.000+07:00"');
    expect(auditJson(change.after)).not.toMatch(UTC_INSTANT);
  });

  it("words a plain write of a resource without its own sentence from the resource's name and the verb", () => {
    const change: AuditedChange = {
      admin_username: 'admin',
      action: 'season.create',
      target_type: 'season',
      target_id: '7',
      before: null,
      after: { id: 7, label: '2026/27' },
    };
    expect(auditSentence(english, change)).toBe('admin created season 7');
    expect(auditSentence(thai, change)).toBe('admin สร้างฤดูกาลรหัส 7');
  });

  it('falls back to the action label when its sentence needs a value the row lacks', () => {
    const change: AuditedChange = {
      admin_username: 'admin',
      action: 'ticket.free',
      target_type: 'user',
      target_id: '5',
      before: null,
      after: { user_id: 5 },
    };
    expect(auditSentence(english, change)).toBe('admin: Free ticket given (member 5)');
    expect(auditSentence(english, change)).not.toContain('%{');
  });
});
