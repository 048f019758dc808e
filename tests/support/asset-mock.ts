export default 'asset-url'
