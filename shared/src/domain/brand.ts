/**
 * The product name and every text derived from it. Set once through env `PRODUCT_NAME`
 * (webpack's DefinePlugin inlines it in browser builds; the API reads it from its env).
 */
export interface Brand {
  productName: string;
  myProduct: string;
  connect: string;
  academy: string;
  itSupport: string;
  supportRequestSource: string;
  missingVideoCreator: string;
}

/** Derives every brand text from one product name. */
export function brandFor(productName: string): Brand {
  const slug = productName.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return {
    productName,
    myProduct: `My${productName}`,
    connect: `${productName} Connect`,
    academy: `${productName} Academy`,
    itSupport: `${productName} IT Support`,
    supportRequestSource: `my_${slug}`,
    missingVideoCreator: `${slug}-api`,
  };
}

/** The brand of this build or process. */
export const brand: Brand = brandFor(process.env.PRODUCT_NAME || 'Cedar');
