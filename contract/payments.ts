import { CloneType, type TArray, type TInteger } from '@sinclair/typebox';
import { Nullable, OkAnswer, PageQuery } from './common';
import { Baht, Doc, ImageUrl, Instant, OneOf } from './shared';
import { Text, TextOrEmpty } from './text';
import * as Type from './typeBuilder';

export const PAYMENT_PAGE = { limit: 20, maxLimit: 100 } as const;
export const PaymentPageQuery = Doc(
  Type.Object({
    ...PageQuery(PAYMENT_PAGE).properties,
    q: Type.Optional(
      CloneType(TextOrEmpty(100), {
        description:
          "The member's exact id, digits of the member's phone (0812345678 or +66812345678, or a part), the " +
          'start of the reference code, or the exact amount in baht',
      }),
    ),
  }),
  'PaymentPageQuery',
  'page from 1; limit 20 by default, at most 100; q narrows the page to the payments it finds.',
);

export const PAYMENT_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const Payment = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    value: Type.Integer({ description: 'Tickets bought' }),
    amount: Baht('Baht'),
    status: OneOf(PAYMENT_STATUSES),
    user_id: Type.Integer({ minimum: 1 }),
    qr_code: ImageUrl('An image data URL of the PromptPay QR (rendered from the stored payload)'),
    reference_code: Nullable(Type.String({ description: 'Set on cancel' })),
    created_at: Instant(),
    member_name: Type.Optional(Type.String({ description: "The member's name, read with the payment" })),
    member_phone: Type.Optional(Type.String({ description: "The member's phone, read with the payment" })),
  },
  { title: 'Payment', description: 'A ticket purchase paid by PromptPay QR.' },
);

const total = Type.Integer({ minimum: 0, description: 'Rows in all pages' });

const capitalized = <S extends string>(word: S) => `${word.charAt(0).toUpperCase()}${word.slice(1)}` as Capitalize<S>;

/**
 * The spec's names for one status's page of payments: its route (listPendingPayments), the field of its rows
 * (pendingPayments) and that of its page count (totalPagesPending).
 */
export const paymentPageNames = <S extends PaymentStatus>(status: S) => ({
  route: `list${capitalized(status)}Payments` as const,
  rows: `${status}Payments` as const,
  totalPages: `totalPages${capitalized(status)}` as const,
});

type PaymentPageFields<S extends PaymentStatus> = { [K in `${S}Payments`]: TArray<typeof Payment> } & {
  [K in `totalPages${Capitalize<S>}`]: TInteger;
} & { total: typeof total };

function PaymentPageAnswer<S extends PaymentStatus>(status: S) {
  const { rows, totalPages } = paymentPageNames(status);
  // computed keys widen to string, so the names are given back their literal types here, once
  const fields = { [rows]: Type.Array(Payment), [totalPages]: Type.Integer({ minimum: 0 }), total };
  return Doc(
    OkAnswer(fields as PaymentPageFields<S>),
    `${capitalized(status)}PaymentsAnswer`,
    `One page of ${status} payments, newest first.`,
  );
}

export const PendingPaymentsAnswer = PaymentPageAnswer('pending');
export const CompletedPaymentsAnswer = PaymentPageAnswer('completed');
export const CancelledPaymentsAnswer = PaymentPageAnswer('cancelled');

/** Both branches declare the same properties, so Ajv's removeAdditional strips the same extras whichever it tries. */
export const UpdatePaymentBody = Doc(
  Type.Union([
    Type.Object({ status: Type.Literal('completed'), reference_code: Type.Optional(Text(100)) }),
    Type.Object({ status: Type.Literal('cancelled'), reference_code: Text(100) }),
  ]),
  'UpdatePaymentBody',
  'Confirm (status completed) or cancel (status cancelled, with a non-blank reference_code). Only a pending ' +
    'payment changes, exactly once: otherwise 409.',
);

export const PaymentAnswer = Doc(
  OkAnswer({ payment: Payment }),
  'PaymentAnswer',
  'One payment, whatever its status (its page in the admin).',
);

export const UpdatePaymentAnswer = Doc(
  OkAnswer({ payment: Payment }),
  'UpdatePaymentAnswer',
  "The payment as saved; confirming issues the payment's tickets in the same transaction.",
);
