import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("user/logout", "routes/account/logout.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
