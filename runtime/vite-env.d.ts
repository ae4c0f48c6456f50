/** Virtual module of @vitejs/plugin-react: the React refresh preamble in development, empty in builds. */
declare module '@vitejs/plugin-react/preamble';
