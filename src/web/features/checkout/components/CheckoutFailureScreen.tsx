import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';

/** A bag the server refuses to check out, or one that could not be loaded: the reasons and 'Back to Cart'. */
export function CheckoutFailureScreen({ message, details }: { message: string | null; details: string[] }) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <AlertTriangle aria-hidden="true" className="h-8 w-8 text-danger" />
      <h1 className="mt-4 text-4xl">We could not continue to payment</h1>
      <div role="alert" className="mt-3 max-w-lg text-muted">
        <p>{message}</p>
        {details.length ? (
          <ul className="mt-3 space-y-1 text-left text-sm">
            {details.map((d) => (
              <li key={d} className="border-l-2 border-danger/60 pl-3">
                {d}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Link to="/cart" className="btn-primary mt-8">
        Back to Cart
      </Link>
    </section>
  );
}
