import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      {/* The spec's heading, '404 Page Not Found', with its number shown large, once. */}
      <h1 className="text-4xl font-semibold">
        <span className="block font-display text-8xl text-honey-600">404</span> <span className="mt-4 block">Page Not Found</span>
      </h1>
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
