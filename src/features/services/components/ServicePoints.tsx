type Point = { title: string; text: string };

/** A service page's list of points, each a short heading and its sentence. */
export function ServicePoints({ items }: { items: readonly Point[] }) {
  return (
    <ul className="plain-list service-points">
      {items.map((item) => (
        <li key={item.title} className="service-points__item">
          <h3 className="service-points__title">{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
