/** The shapes the server's public JSON routes answer with (spec sections 3 and 7). */

export type Category = 'Flower' | 'Edibles' | 'Concentrates' | 'Pre-Rolls' | 'Swag' | 'Accessories' | 'Tinctures' | 'Topicals';

export interface Product {
  id: string;
  name: string;
  slug: string;
  description: string;
  /** Decimal string with 2 decimals, e.g. "45.00". */
  price: string;
  category: string;
  images: string[];
  strainTestUrl: string | null;
  /** null means unknown, which is not 0. */
  thc: number | null;
  cbd: number | null;
  terps: number | null;
  inStock: boolean;
  featured: boolean;
  size: string | null;
  terpenes: string[];
  effects: string[];
  /** 'published' for visitors; a staff preview shows 'draft' content too. */
  status: string;
  createdAt: string;
  updatedAt: string;
}

export interface Variant {
  id: string;
  productId: string;
  name: string;
  weight: string;
  category: string;
  price: string;
  images: string[];
  strainTestUrl: string | null;
  inStock: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProductWithVariants extends Product {
  variants: Variant[];
}

/** A real review of a product (the only source of rating markup in its structured data). */
export interface Review {
  id: string;
  rating: number;
  comment: string;
  author: string;
  createdAt: string;
}

/** GET /api/products/slug/{slug}: the product page's data. */
export interface ProductDetail extends ProductWithVariants {
  reviews?: Review[];
}

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  author: string;
  image: string | null;
  /** 'yyyy-MM-dd' or null. */
  publishedAt: string | null;
  /** 'published' for visitors; a staff preview shows a 'draft' or 'scheduled' post too. */
  status: string;
  /** When a scheduled post goes live (ISO 8601). */
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Location {
  id: string;
  name: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  /** Text with weekday names, e.g. one "Monday: 10:00 AM - 8:00 PM" per line. */
  hours: string;
  mapUrl: string;
  websiteUrl: string | null;
  image: string | null;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Site {
  brandName: string;
  tagline: string;
  siteUrl: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** The New York cannabis warning shown in the footer. */
  healthWarning: string;
  excludedRoutes: string[];
  /** The home hero's farm photos. */
  heroImages: string[];
  /** The licenses and permits the business holds (About, Legal and the legal FAQ list them). */
  licenses: string[];
  /** The team's size for About; 0 when not to be shown. */
  teamMembers: number;
}

export interface HeroVideo {
  id: string;
  title: string;
  description: string;
  videoPath: string;
  videoType: 'video/mp4' | 'video/quicktime' | 'video/webm';
  posterPath: string | null;
  position: number;
}

export interface ContactPayload {
  name: string;
  email: string;
  message: string;
  /** Honeypot: hidden from people, left empty. */
  website: string;
}

export interface ContactResult {
  success: boolean;
  id?: string;
  message: string;
}

export interface OrderPayload {
  name: string;
  email: string;
  phone: string;
  note: string;
  items: { productId: string; quantity: number }[];
  /** Honeypot: hidden from people, left empty. */
  website: string;
}

export interface OrderResult {
  id: string;
  number: string | number;
  /** Recomputed by the server, 2-decimal string. */
  total: string;
  /** A confirmation to the customer's address is queued (the site's setting may turn it off). */
  confirmationEmailed: boolean;
}

export interface PageMeta {
  status: number;
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  imageAlt: string;
  type: 'website' | 'product' | 'article';
  robots: string;
  siteName: string;
  /** Open Graph's language and region, such as en_US. */
  locale?: string;
  preloadImage: string | null;
  jsonLd: object[];
}
