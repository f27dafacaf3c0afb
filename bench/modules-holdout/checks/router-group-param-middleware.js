// A parameterised route inside a prefixed group sees its url-decoded param and
// what the group's middleware added to the request before calling next().
const { Router } = require(process.argv[2]);
const router = new Router();
router.group('/api/v1', (api) => {
  api.use((req, res, next) => {
    req.user = 'tester';
    return next();
  });
  api.get('/users/:name', (req, res) => res.json({ name: req.params.name, user: req.user }));
});

function fail(message) {
  console.error(message);
  process.exit(1);
}

router.handle({ method: 'GET', url: '/api/v1/users/J%C3%BCrgen%20M?x=1' }).then((res) => {
  if (res.statusCode !== 200) fail('expected status 200, got ' + res.statusCode);
  const body = JSON.parse(res.body);
  if (body.name !== 'Jürgen M' || body.user !== 'tester') {
    fail('expected Jürgen M seen by tester, got ' + res.body);
  }
}, (err) => fail(String(err)));
