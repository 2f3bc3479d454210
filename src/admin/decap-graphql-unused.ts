/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for the GitHub backend's GraphQL
 * client (decap-cms-backend-github's GraphQLAPI: Apollo and the GraphQL parser, about 90 KB
 * minified, with queries parsed as the script loads). Decap uses it only when the configuration
 * sets `backend.use_graphql`, which src/build/editor/cms-config.ts does not: the REST client is used.
 */
export default class GraphQLAPI {
  constructor() {
    throw new Error('backend.use_graphql is not part of this site’s web editor (src/admin/decap-graphql-unused.ts)');
  }
}
