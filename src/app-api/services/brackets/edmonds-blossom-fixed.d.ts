// The package ships no types: a port of van Rantwijk's maximum weighted matching.
declare module 'edmonds-blossom-fixed' {
  /**
   * Edges `[vertex, vertex, weight]`; with `maxCardinality`, the heaviest of the largest
   * matchings. Returns each vertex's mate, or -1.
   */
  export default function blossom(
    edges: [number, number, number][],
    maxCardinality?: boolean,
  ): number[];
}
