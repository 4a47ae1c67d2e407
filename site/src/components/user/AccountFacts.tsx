/** A record's facts in the customer's area, term and value side by side (a subscription's, an instance's). */
export default function AccountFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="account-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
