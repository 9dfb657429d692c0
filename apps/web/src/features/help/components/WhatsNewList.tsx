import { whatsNew } from '../whatsNew';

export function WhatsNewList() {
  return (
    <ul className="prose whats-new">
      {whatsNew.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}
