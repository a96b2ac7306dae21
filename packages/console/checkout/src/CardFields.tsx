import { TextField } from '@mediakit/ui/TextField';
import type { CheckoutMessages } from './messages';
import { formatCardNumber, formatExpiry, type CardErrors, type CardField, type CardForm } from './testCardForm';
import { row } from './TestCheckout/TestCheckout.css';

export interface CardFieldsProps {
  card: CardForm;
  errors: CardErrors;
  setField: (field: CardField, value: string) => void;
  text: Pick<CheckoutMessages, 'numberLabel' | 'expiryLabel' | 'cvcLabel'>;
  numberPlaceholder?: string;
}

/** Each field's label, how it keeps its card format as it is typed, and what the browser may fill it with. */
const fields: Record<
  CardField,
  { label: keyof CardFieldsProps['text']; format: (value: string) => string; autoComplete: string }
> = {
  number: { label: 'numberLabel', format: formatCardNumber, autoComplete: 'cc-number' },
  expiry: { label: 'expiryLabel', format: formatExpiry, autoComplete: 'cc-exp' },
  cvc: { label: 'cvcLabel', format: (value) => value.replace(/\D/g, '').slice(0, 4), autoComplete: 'cc-csc' },
};

/** A test card's number, expiry and CVC (the card page and the checkout). */
export function CardFields({ card, errors, setField, text, numberPlaceholder }: CardFieldsProps) {
  const field = (name: CardField, placeholder?: string) => (
    <TextField
      label={text[fields[name].label]}
      value={card[name]}
      onChange={(value) => setField(name, fields[name].format(value))}
      errorMessage={errors[name]}
      inputMode="numeric"
      autoComplete={fields[name].autoComplete}
      placeholder={placeholder}
    />
  );
  return (
    <>
      {field('number', numberPlaceholder)}
      <div className={row}>
        {field('expiry', 'MM / YY')}
        {field('cvc')}
      </div>
    </>
  );
}
