import { FaqItem } from '../../../components/ui/faq-item.tsx';

/** Help for paying by net banking bill pay (spec 2 §2.3): adding the exchange as a biller. */
export function BillerHelp() {
  return (
    <section aria-labelledby="biller-title" className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h2 id="biller-title" className="text-lg font-semibold">
        Pay for mutual funds from your bank
      </h2>
      <FaqItem
        question="How do I add a new biller for mutual fund payments?"
        answer={
          <ol className="list-decimal space-y-1 pl-5">
            <li>Sign in to your net banking and open Pay Bills.</li>
            <li>Choose Add New Biller.</li>
            <li>Pick the category Mutual Fund.</li>
            <li>Choose BSE Limited (BSE StAR MF), the exchange, as the biller.</li>
            <li>Enter your unique registration number (your Nivesh account number on your profile).</li>
            <li>Set the payment type to Auto Pay with a limit of Rs. 5 Lakh.</li>
          </ol>
        }
      />
    </section>
  );
}
