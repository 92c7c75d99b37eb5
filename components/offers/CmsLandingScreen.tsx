/** `cms/{slug}`: a CMS landing with its offer and the way to claim it. */
export async function CmsLandingScreen({ lng, slug }: { lng: string; slug: string }) {
  void lng;
  void slug;
  return null;
}
