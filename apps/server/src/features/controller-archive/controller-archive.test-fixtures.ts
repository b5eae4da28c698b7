// Test fixtures of the controller-archive feature (imported by *.test.ts files only): the package's archive
// builders, re-exported so the API tests use the same fixtures as the package's unit tests.
export { campusMembers, tarGz } from '@airlens/esx/controller-archive-fixtures';
