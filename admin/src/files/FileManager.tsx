const Stub = () => null; export default Stub;
