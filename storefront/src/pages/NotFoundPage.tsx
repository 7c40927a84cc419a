import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-display text-8xl font-semibold text-honey-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl font-semibold">404 Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-muted">The page you were looking for has moved, or never grew here.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/products" className="btn-outline">
          Browse products
        </Link>
      </div>
    </section>
  );
}
